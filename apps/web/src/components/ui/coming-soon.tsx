import { images } from '../../config/paths.ts';
import './coming-soon.css';

interface ComingSoonProps {
  title: string;
  text: string;
  badge: string;
}

/** What a later issue will bring to this screen, said plainly; nothing here pretends to work. */
export function ComingSoon({ title, text, badge }: ComingSoonProps) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <img className="coming-soon__image" src={images.noData()} alt="" width={160} height={120} />
      <span className="coming-soon__badge">{badge}</span>
      <h2 className="coming-soon__title" id="coming-soon-title">
        {title}
      </h2>
      <p className="coming-soon__text">{text}</p>
    </section>
  );
}
