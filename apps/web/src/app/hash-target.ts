/**
 * Spec 2: /home#/bosSearch?x=1 opens /home and then the page stored in the hash. Only a plain
 * same-site path counts, so a crafted link cannot send the user to another site.
 */
export function hashTarget(hash: string): string | null {
  if (!hash.startsWith('#/') || hash.startsWith('#//')) return null;
  let target: string;
  try {
    target = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return /^\/[\w/-]*(\?[^#\s]*)?$/.test(target) && !target.startsWith('//') ? target : null;
}
