/** What a picked image must be (avatar: JPG/PNG up to 200 KB; payment proof: jpeg/jpg/png under 5 MB). */
export type ImageFileRule = {
  maxBytes: number;
  mimeTypes: readonly string[];
  extensions: readonly string[];
};

export type ImageFileProblem = 'type' | 'size';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The client-side check before an upload: the type by MIME type or, when the browser gives
 * none, by extension; then the size. The server checks the content again (magic bytes).
 */
export const checkImageFile = (file: Pick<File, 'name' | 'size' | 'type'>, rule: ImageFileRule): ImageFileProblem | null => {
  const typeOk = file.type ? rule.mimeTypes.includes(file.type.toLowerCase()) : rule.extensions.includes(extensionOf(file.name));
  if (!typeOk) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
};
