import { IntentLink } from '@/components/ui/intent-link';
import { iconOrFallback } from '@/components/catalogue/fallback-icon';
import { Picture } from '@/components/ui/picture';
import type { MainChannel } from '@/lib/schemas/mains';
import styles from './main.module.css';

/** 채널 바로가기: 아이콘과 이름 */
export function ChannelShortcuts({ channels }: { channels: MainChannel[] }) {
  if (channels.length === 0) return null;
  return (
    <nav className={styles.shortcuts} aria-label="채널 바로가기">
      {channels.map((c) => (
        <IntentLink key={c.id} className={styles.shortcut} href={`/channels/${c.id}`}>
          <Picture src={iconOrFallback(c.iconUrl)} alt="" width={48} height={48} />
          <span>{c.name}</span>
        </IntentLink>
      ))}
    </nav>
  );
}
