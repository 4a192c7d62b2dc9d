import { Col, type ColProps, Row } from 'antd';

interface TextCardGridProps {
  items: ReadonlyArray<{ title: string; text: string }>;
  /** The look of each card (its class in static-pages.module.css). */
  cardClassName: string | undefined;
  /** How wide a card is at each breakpoint. */
  col: ColProps;
}

/** A responsive grid of small cards, each a heading and a sentence (/about principles, /marketing features). */
export function TextCardGrid({ items, cardClassName, col }: TextCardGridProps) {
  return (
    <Row gutter={[24, 24]}>
      {items.map((item) => (
        <Col key={item.title} {...col}>
          <div className={cardClassName}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </Col>
      ))}
    </Row>
  );
}
