import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { safeNext } from "@/admin/session";
import { adminToken } from "@/admin/admin-access";
import { browserOrigin } from "@/web/page-meta";
import { LoginForm } from "./LoginForm";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dealer sign-in", robots: { index: false, follow: false } };

export default async function AdminLogin({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  if (!adminToken()) notFound();
  const { next } = await searchParams;
  return (
    <div className="container" style={{ paddingBlock: "2rem 3rem" }}>
      <h1>Dealer sign-in</h1>
      <LoginForm next={safeNext(next, undefined, await browserOrigin())} />
    </div>
  );
}
