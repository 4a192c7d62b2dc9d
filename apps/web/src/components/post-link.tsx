import type { ReactNode } from 'react';

interface Props {
  /** The post on weibo.com; '' for a demo post, which has no page there. */
  url: string;
  className?: string;
  title?: string;
  children: ReactNode;
}

/** A post's text linking to weibo.com, or plain text for a demo post (no made-up link). */
export function PostLink({ url, className, title, children }: Props) {
  if (!url) {
    return (
      <span className={className} title={title ? `${title}（演示博文，微博上没有原文）` : '演示博文，微博上没有原文'}>
        {children}
      </span>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className={className} title={title}>
      {children}
    </a>
  );
}
