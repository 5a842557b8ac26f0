import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { sitePageMetadata } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { getBlogPost, listBlogCategories, listBlogPosts } from "@/site/blog";
import { categoryLabel } from "@/domain/post-body";
import { PageHeader } from "@/ui/content/PageHeader";
import { ContentPage } from "@/ui/content/ContentPage";
import { CategoryLinks, PostBody, PostList, formatPostDate } from "@/ui/content/BlogViews";

/**
 * /blog/{slug} is a post, or a category listing when the slug names a category with posts
 * (for example /blog/vehicle-reviews). Anything else, or a site without a blog, is a 404.
 */
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return sitePageMetadata(async ({ db, site }) => {
    const now = new Date();
    if (!site.config.blog_enabled) notFound();
    const post = await getBlogPost(db, site, slug, now);
    if (post) return { title: post.title, description: post.excerpt || `${post.title}, from ${site.name}.`, path: `/blog/${post.slug}` };
    const categories = await listBlogCategories(db, site, now);
    if (!categories.includes(slug)) notFound();
    return { title: `${categoryLabel(slug)} | Blog`, description: `${categoryLabel(slug)} from the team at ${site.name}.`, path: `/blog/${slug}` };
  });
}

export default async function BlogSlug({ params }: Props) {
  const { slug } = await params;
  const { db, site, chrome, now } = await getSitePage();
  if (!site.config.blog_enabled) notFound();
  const post = await getBlogPost(db, site, slug, now);
  if (post) {
    return (
      <ContentPage
        site={site}
        chrome={chrome}
        now={now}
        title={post.title}
        eyebrow={`${categoryLabel(post.category)} · ${formatPostDate(post.publishedAt)}`}
        lead={post.excerpt || undefined}
        crumbs={[{ label: "Blog", href: "/blog" }]}
      >
        <PostBody body={post.body} />
        <p>
          <Link href="/blog" prefetch={false}>
            ← All posts
          </Link>
        </p>
      </ContentPage>
    );
  }
  const categories = await listBlogCategories(db, site, now);
  if (!categories.includes(slug)) notFound();
  const posts = await listBlogPosts(db, site, now, { category: slug });
  return (
    <>
      <PageHeader title={categoryLabel(slug)} crumbs={[{ label: "Blog", href: "/blog" }]} lead={`${categoryLabel(slug)} from the team at ${site.name}.`}>
        <CategoryLinks categories={categories} current={slug} />
      </PageHeader>
      <div className="container section">
        <PostList posts={posts} />
      </div>
    </>
  );
}
