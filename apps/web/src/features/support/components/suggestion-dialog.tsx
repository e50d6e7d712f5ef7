import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useSuggestionPopup } from '../model/suggestion-popup';
import type { SuggestionFormComponent } from './suggestion-form';

type SuggestionDialogProps = {
  popup: ReturnType<typeof useSuggestionPopup>;
  Form: SuggestionFormComponent;
};

/** The training suggestion pop-up (cert §4): the form, then its success tip for 1.5 s. */
export const SuggestionDialog = ({ popup, Form }: SuggestionDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={popup.state !== 'closed'}
      title={t('dialogs.suggestion.title')}
      width={DIALOG_WIDTHS.survey}
      centered
      footer={null}
      onCancel={popup.close}
      destroyOnHidden
    >
      {popup.state === 'success' ? (
        <Result status="success" title={t('dialogs.suggestion.success')} />
      ) : (
        <Form key={popup.formKey} onSubmitted={popup.submitted} onCancel={popup.close} />
      )}
    </Modal>
  );
};
