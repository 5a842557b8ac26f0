import Link from "next/link";
import type { BannerItem } from "../../domain/home-banner";
import { ArrowRightIcon, CarIcon, TagIcon, WrenchIcon } from "../icons";
import styles from "./home.module.css";

const ICONS = { offers: TagIcon, service: WrenchIcon, sell: CarIcon } as const;

/** The three call-to-action tiles under the hero. */
export function CtaBanner({ items }: { items: BannerItem[] }) {
  return (
    <nav aria-label="Popular services" className={`container ${styles.banner}`}>
      <ul className={styles.bannerList}>
        {items.map((item) => {
          const Icon = ICONS[item.id];
          const body = (
            <>
              <span className={styles.bannerIcon}>
                <Icon size={24} />
              </span>
              <span className={styles.bannerText}>
                <span className={styles.bannerTitle}>{item.title}</span>
                {item.subtitle ? <span className={styles.bannerSubtitle}>{item.subtitle}</span> : null}
              </span>
              <ArrowRightIcon className={styles.bannerArrow} />
            </>
          );
          return (
            <li key={item.id} data-testid={`home-banner-${item.id}`}>
              {item.external ? (
                <a href={item.href} className={styles.bannerItem} rel="noopener">
                  {body}
                </a>
              ) : (
                <Link href={item.href} className={styles.bannerItem} prefetch={false}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
