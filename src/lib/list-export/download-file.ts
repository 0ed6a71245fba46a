/** Saves a file through an object URL, revoked once the download has started. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  // The shell blocks links to other origins (features/shell/external-links.ts); an object URL is
  // this page's own file, not a way out of the app.
  link.setAttribute('data-allow-external', '');
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
