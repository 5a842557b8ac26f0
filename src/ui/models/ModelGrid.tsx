import type { ModelHit } from "../../search/models";
import { modelHref } from "../../domain/model-links";
import content from "../content/content.module.css";
import styles from "./models.module.css";

/**
 * Models as cards: picture, make and name, body types; each card one link. `page` lays out a page
 * of the model range three across from tablet width up, so its 21 (MODELS_PER_PAGE) fill seven
 * whole rows; a short list ("More models", 4) keeps as many columns as fit.
 */
export function ModelGrid({ models, headingLevel = 2, testId, page = false }: { models: ModelHit[]; headingLevel?: 2 | 3; testId?: string; page?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={page ? `${styles.modelGrid} ${styles.modelPage}` : styles.modelGrid} data-testid={testId}>
      {models.map((m) => (
        <li key={m.id} className={styles.modelCard} data-testid="model-card">
          <span className={styles.modelPicture}>
            {m.image_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- the site's catalogue picture in a fixed box, lazy below the fold
              <img src={m.image_url} alt="" width={320} height={200} loading="lazy" decoding="async" />
            ) : (
              <span aria-hidden="true">{m.manufacturer.name}</span>
            )}
          </span>
          <Heading className={styles.modelName}>
            <a href={modelHref(m)} className={`${styles.modelLink} ${content.stretchedLink}`}>
              {m.manufacturer.name} {m.name}
            </a>
          </Heading>
          {m.body.length ? <p className={styles.modelBody}>{m.body.join(" · ")}</p> : null}
        </li>
      ))}
    </ul>
  );
}
