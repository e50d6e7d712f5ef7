import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { getInvoice } from '../api/checkout-calls';

/**
 * Download of a paid order's invoice (commerce §3 "Invoice response": invoicePdf). The PDF is
 * generated once on the server; a link to it is followed so the browser saves the attachment.
 */
export const InvoiceButton = ({ seqNo }: { seqNo: string }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const result = await getInvoice(seqNo);
    setBusy(false);
    if (result.ok && result.data?.invoicePdf) {
      const link = document.createElement('a');
      link.href = result.data.invoicePdf;
      link.download = `invoice-${seqNo}.pdf`;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
      return;
    }
    toast.warning(t(result.ok || result.kind === 'business' ? 'payment.done.invoiceNotReady' : 'payment.networkError'));
  };
  return (
    <Button onClick={() => void download()} loading={busy} data-testid="payment-invoice">
      {t('payment.done.invoice')}
    </Button>
  );
};
