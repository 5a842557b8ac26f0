/**
 * The chat providers behind Instant Message (site config chat_provider):
 *
 * - `local`: the enquiry form in a dialog, for the demo and tests (nothing leaves the site).
 * - `livechat`: LiveChat (livechat.com), as its install guide embeds it (`window.__lc` with the
 *   licence, then cdn.livechatinc.com/tracking.js). The script is loaded on the shopper's first
 *   request to chat, never with the page, so a site with chat pays nothing on first load; then
 *   the chat window is opened with `LiveChatWidget.call("maximize")`. If the script cannot load
 *   (blocked, offline, slow) the caller falls back to the enquiry form: a shopper who asked to
 *   talk always gets somewhere to write.
 */
export const LIVECHAT_SCRIPT = "https://cdn.livechatinc.com/tracking.js";
const LOAD_TIMEOUT_MS = 8000;

interface LiveChatWindow {
  __lc?: { license: number; integration_name?: string };
  LiveChatWidget?: { call: (method: string, ...args: unknown[]) => void };
}

let loading: Promise<boolean> | null = null;

function loadLiveChat(license: number): Promise<boolean> {
  const w = window as unknown as LiveChatWindow;
  if (w.LiveChatWidget) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    w.__lc = { license, integration_name: "forecourt" };
    const script = document.createElement("script");
    script.src = LIVECHAT_SCRIPT;
    script.async = true;
    const timer = setTimeout(() => resolve(!!w.LiveChatWidget), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve(!!w.LiveChatWidget);
    };
    script.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    document.head.appendChild(script);
  }).then((ok) => {
    if (!ok) loading = null; // a later click may try again
    return ok;
  });
  return loading;
}

/** Open the provider's chat; false when it could not be opened (the caller shows the enquiry form). */
export async function openChat(provider: "livechat", token: string): Promise<boolean> {
  const license = Number(token.trim());
  if (provider !== "livechat" || !Number.isSafeInteger(license) || license <= 0) return false;
  if (!(await loadLiveChat(license))) return false;
  (window as unknown as LiveChatWindow).LiveChatWidget!.call("maximize");
  return true;
}
