import { createFileRoute } from '@tanstack/react-router';
import { HelpArticlePage } from '../../features/help/help-article-page';

/** One help article (`/help-center/top-up`), in the user's language. */
export const Route = createFileRoute('/_app/help-center_/$slug')({
  component: function HelpArticle() {
    const { slug } = Route.useParams();
    return <HelpArticlePage key={slug} slug={slug} />;
  },
});
