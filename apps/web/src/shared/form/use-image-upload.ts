import { OK } from '@credo/contracts';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/shared/api/api-client';
import { checkImageFile, type ImageFileRule } from '@/shared/form/image-file-check';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { toast } from '@/shared/ui/toast';

export type UploadEnvelope = { code: number; data?: unknown; message?: string };

export const isUploadEnvelope = (value: unknown): value is UploadEnvelope =>
  typeof value === 'object' && value !== null && typeof (value as UploadEnvelope).code === 'number';

export type ImageUploadOptions = {
  rule: ImageFileRule;
  /** Translation keys of the spec's type and size warnings, and of an upload that failed otherwise. */
  texts: { fileType: string; fileSize: string; failed: string };
  /** The server's own messages for the same two refusals, shown with the same translated warnings. */
  serverMessages: { fileType: string; fileSize: string };
  /** A failed upload is a warning (a proof the learner picks again) or an error. */
  failureLevel: 'warning' | 'error';
  /** Whether the picked image stays as the preview once uploaded (a proof) or gives way to the saved one (an avatar). */
  keepPreview: boolean;
  /** A new file was accepted for upload: what the previous one left is void. */
  onPicked?: (file: File) => void;
  /** The server stored the image at `url`. */
  onUploaded: (url: string, file: UploadFile) => void;
};

/**
 * An image upload through antd's Upload with progress (the avatar, the payment proof): the type
 * and size are checked before anything is sent, with the spec's warnings; the picked image is
 * previewed; the server's answer is read from its envelope, its type and size refusals shown as
 * the same warnings, all as the shell's toasts (as the bank dialog's), not antd's message; a lost
 * session goes to the sign-in. Spread `beforeUpload` and `onChange` on
 * the Upload; `percent` is null when nothing is uploading.
 */
export function useImageUpload(options: ImageUploadOptions) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const failureText = (response: unknown): string => {
    if (!isUploadEnvelope(response)) return t(options.texts.failed);
    if (response.message === options.serverMessages.fileType) return t(options.texts.fileType);
    if (response.message === options.serverMessages.fileSize) return t(options.texts.fileSize);
    return describeFailure(response.code, response.message ?? '', response.data);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkImageFile(file, options.rule);
    if (problem) {
      toast.warning(t(problem === 'type' ? options.texts.fileType : options.texts.fileSize));
      return Upload.LIST_IGNORE;
    }
    options.onPicked?.(file);
    setPreview(URL.createObjectURL(file));
    setPercent(0);
    return true;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setPercent(Math.round(file.percent ?? 0));
      return;
    }
    setPercent(null);
    const response: unknown = file.response;
    if (file.status === 'done' && isUploadEnvelope(response) && response.code === OK && typeof response.data === 'string') {
      if (!options.keepPreview) setPreview(null);
      options.onUploaded(response.data, file);
      return;
    }
    setPreview(null);
    if ((file.error as { status?: number } | undefined)?.status === 401) goTo(loginUrl());
    else if (file.status === 'done' || file.status === 'error') toast[options.failureLevel](failureText(response));
  };

  return { percent, uploading: percent !== null, preview, beforeUpload, onChange };
}
