import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sitePageMetadata } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { listBlogCategories, listBlogPosts } from "@/site/blog";
import { PageHeader } from "@/ui/content/PageHeader";
import { CategoryLinks, PostList } from "@/ui/content/BlogViews";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Blog",
    description: `News, vehicle reviews and ownership tips from the team at ${site.name}.`,
    path: "/blog",
  }));

export default async function Blog() {
  const { db, site, chrome, now } = await getSitePage();
  // A dealer without posts has no blog (the Company menu hides it too).
  if (!chrome.hasBlogPosts || !site.config.blog_enabled) notFound();
  const [posts, categories] = await Promise.all([listBlogPosts(db, site, now), listBlogCategories(db, site, now)]);
  return (
    <>
      <PageHeader title="Blog" lead={`News, vehicle reviews and ownership tips from the team at ${site.name}.`}>
        <CategoryLinks categories={categories} current={null} />
      </PageHeader>
      <div className="container section">
        <PostList posts={posts} />
      </div>
    </>
  );
}
