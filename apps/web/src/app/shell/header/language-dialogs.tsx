import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Drawer, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePanel } from './header-panels';
import { LanguagePicker } from './language-picker';
import styles from './language-selector.module.css';
import { useChangeLanguage } from './use-change-language';

/*
 * The language selector's dialog (desktop) and bottom sheet (mobile), built with antd's Modal and
 * Drawer. Loaded on the first opening only (language-selector.tsx, lazyWithAntd), so the header's
 * first paint carries no antd.
 */

const usePicker = () => {
  const { open, setOpen } = usePanel('language');
  const change = useChangeLanguage(() => setOpen(false));
  const close = () => {
    if (!change.isPending) setOpen(false);
  };
  const picker = <LanguagePicker onPick={(pick) => change.mutate(pick)} pending={change.isPending ? change.variables : undefined} />;
  return { open, close, picker };
};

/** Desktop: the language selector dialog, 458 px wide (cert §2, §9). */
export const LanguageModal = () => {
  const { t } = useTranslation();
  const { open, close, picker } = usePicker();
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={DIALOG_WIDTHS.language}
      title={t('language.title')}
      centered
      destroyOnHidden
      classNames={{ body: styles.dialogBody }}
    >
      {picker}
    </Modal>
  );
};

/** Mobile: the language panel, a sheet from the bottom with the same two steps. */
export const LanguageSheet = () => {
  const { t } = useTranslation();
  const { open, close, picker } = usePicker();
  return (
    <Drawer
      open={open}
      onClose={close}
      placement="bottom"
      title={t('language.title')}
      destroyOnHidden
      classNames={{ wrapper: styles.sheet, body: styles.sheetBody }}
    >
      {picker}
    </Drawer>
  );
};
