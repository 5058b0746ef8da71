// The rules of an offer or programme as its page shows them: a titled card with a numbered list.
// Each feature words its own rules; this keeps them looking the same on every page.
import { useId, type ReactNode } from 'react';
import './rules-card.css';

export interface RulesCardProps {
  title: string;
  /** One entry per rule; strings or nodes (e.g. a highlighted line). */
  items: readonly ReactNode[];
  /** The heading level that fits the page's outline. */
  level?: 2 | 3;
  /** The feature's card class, so the card sits in its page like the others. */
  className?: string;
}

export function RulesCard({ title, items, level = 3, className }: RulesCardProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `rules-card ${className}` : 'rules-card'} aria-labelledby={id}>
      <Heading id={id} className="rules-card__title">
        {title}
      </Heading>
      <ol className="rules-card__list">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
