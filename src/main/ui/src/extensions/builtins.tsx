import { extensions, type FileToView } from './registry';

function ImageViewer({ file }: { file: FileToView }) {
  return <img src={file.url} alt={file.name} style={{ maxWidth: '100%', maxHeight: 480 }} />;
}

function PdfViewer({ file }: { file: FileToView }) {
  return (
    <iframe src={file.url} title={file.name} style={{ width: '100%', height: 480, border: 0 }} />
  );
}

let registered = false;

/** The built-in file previews, registered through the same registry a plugin uses. */
export function registerBuiltIns() {
  if (registered) return;
  registered = true;
  extensions.registerFileViewer({
    id: 'builtin.image',
    accepts: (file) => file.mimeType.startsWith('image/'),
    component: ImageViewer,
  });
  extensions.registerFileViewer({
    id: 'builtin.pdf',
    accepts: (file) => file.mimeType === 'application/pdf',
    component: PdfViewer,
  });
}
