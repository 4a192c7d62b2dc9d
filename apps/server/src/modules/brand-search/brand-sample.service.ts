import { BRAND_DEFAULT_PERIOD, BrandSearchMessage } from '@boguan/contracts/brand-search';
import type { BrandSample } from '@boguan/contracts/brand-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { brandAudience } from './brand-audience.service.js';
import { brandBloggers } from './brand-bloggers.service.js';
import { brandContent } from './brand-content.service.js';
import { brandView } from './brand-detail.access.js';
import { brandOverview } from './brand-overview.service.js';
import { brandPeriods } from './brand-periods.js';
import { mostMentionedDemoBrand } from './brand-search.repository.js';

/** Every tab of a demo brand's detail in one answer, for any visitor; counts no use. */
export async function brandSample(ctx: AppContext): Promise<BrandSample> {
  const { from, to } = brandPeriods(ctx.clock.now(), BRAND_DEFAULT_PERIOD);
  const id = await mostMentionedDemoBrand(ctx.db, from, to);
  if (id === null) throw AppError.bad(BrandSearchMessage.noSample);
  const view = await brandView(ctx, id, BRAND_DEFAULT_PERIOD);
  const [overview, content, bloggers, audience] = await Promise.all([
    brandOverview(ctx.db, view),
    brandContent(ctx.db, view),
    brandBloggers(ctx.db, view),
    brandAudience(ctx.db, view),
  ]);
  return { overview, content, bloggers, audience };
}
