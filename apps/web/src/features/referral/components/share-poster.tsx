import type { ShareInfo } from '@boguan/contracts/wallet.api';
import { Button, QRCode } from 'antd';
import { useRef } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import styles from '../referral.module.css';

const POSTER_W = 540;
const POSTER_H = 760;
const QR_SIZE = 300;

/**
 * Draws the poster (name, offer, the QR from its canvas, the code) on a canvas of its own and
 * saves it as PNG. Without a 2D context (an old browser) the QR alone is saved.
 */
function savePoster(qr: HTMLCanvasElement, info: ShareInfo): void {
  const poster = document.createElement('canvas');
  poster.width = POSTER_W;
  poster.height = POSTER_H;
  const ctx = poster.getContext('2d');
  let url = qr.toDataURL('image/png');
  if (ctx) {
    const gradient = ctx.createLinearGradient(0, 0, 0, POSTER_H);
    gradient.addColorStop(0, '#fff3e6');
    gradient.addColorStop(0.6, '#ffffff');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, POSTER_W, POSTER_H);
    ctx.textAlign = 'center';
    ctx.fillStyle = '#ff8200';
    ctx.font = 'bold 56px sans-serif';
    ctx.fillText('博观', POSTER_W / 2, 110);
    ctx.fillStyle = '#3d4450';
    ctx.font = '26px sans-serif';
    ctx.fillText('微博数据与营销分析', POSTER_W / 2, 165);
    ctx.fillText(`好友开通会员，您得实付金额${info.rate_pct}%佣金`, POSTER_W / 2, 210);
    ctx.drawImage(qr, (POSTER_W - QR_SIZE) / 2, 260, QR_SIZE, QR_SIZE);
    ctx.fillStyle = '#5c6370';
    ctx.font = '22px sans-serif';
    ctx.fillText('扫码注册博观', POSTER_W / 2, 610);
    ctx.fillText(`邀请码 ${info.share_code}`, POSTER_W / 2, 650);
    url = poster.toDataURL('image/png');
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = `博观推广海报-${info.share_code}.png`;
  link.click();
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast('success', '推广链接已复制');
  } catch {
    toast('warning', '复制失败，请手动选中链接复制');
  }
}

/** 复制链接 beside the link. */
export function CopyLinkButton({ url }: { url: string }) {
  return (
    <Button type="primary" onClick={() => void copyText(url)}>
      复制链接
    </Button>
  );
}

/** The poster: 博观, the offer, a QR of the share link (canvas, so it can be saved as PNG) and the code. */
export function SharePoster({ info }: { info: ShareInfo }) {
  const box = useRef<HTMLDivElement>(null);
  const download = () => {
    const qr = box.current?.querySelector('canvas');
    if (!qr) {
      toast('error', '海报生成失败，请稍后再试');
      return;
    }
    savePoster(qr, info);
  };
  return (
    <div>
      <div className={styles.poster} ref={box} data-testid="share-poster">
        <div className={styles.posterBrand}>博观</div>
        <div className={styles.posterLine}>好友开通会员，您得实付金额{info.rate_pct}%佣金</div>
        <QRCode value={info.share_url} size={180} type="canvas" bgColor="#ffffff" aria-label="推广链接二维码" />
        <div className={styles.posterLine}>扫码注册博观</div>
        <div className={styles.posterCode}>邀请码 {info.share_code}</div>
      </div>
      <Button block style={{ marginTop: 12 }} onClick={download}>
        下载海报
      </Button>
    </div>
  );
}
