import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { GARMENT_TYPE_LABELS } from "../../../core/catalog/garment-types.ts";
import { getProduct } from "../../../core/catalog/get-product.ts";
import { isCartToken, newCartToken } from "../../../core/cart/cart-ref.ts";
import {
  type DesignOwner,
  type DesignSummary,
  type DesignView,
  getDesign,
  listDesigns,
} from "../../../core/customization/designs.ts";
import { type ThreeProductOptions, getThreeProductOptions } from "../../../core/customization/get-three-product.ts";
import { ownedUpload } from "../../../core/media/store-upload.ts";
import type { Ctx } from "../../../core/shared/ctx.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { pickLocale } from "../../../core/shared/locale.ts";
import { cartRefOf, rememberGuestCart } from "../../lib/cart.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import type { UploadInfo } from "./editor-state.ts";

/**
 * Loaders of the configurator's pages (`/customize/{product}`, `/customize/{design}/edit`,
 * `/customize/{design}/review`): the 3D product's options, the design being edited and what its
 * artworks are (pixels, for the size and DPI hints). The owner is the signed-in customer or the guest
 * cart cookie; a guest without one gets it here, so the editor's first save and first upload belong
 * to the same guest.
 */

/** The design as the editor starts from it. */
export interface EditorDesign {
  id: string;
  version: number;
  name: string;
  status: "draft" | "saved";
  published: boolean;
  document: DesignView["document"];
  frontImageId: string | null;
  backImageId: string | null;
  updatedAt: string;
}

/** What every editor page gets. */
export interface EditorPageData {
  options: ThreeProductOptions;
  /**
   * The blank the editor starts on (issue 20): the catalogue product "Customise" was pressed on, the
   * design's own, or the garment type's default (`/customize/{garment type}`, designs saved before
   * blanks); its product page is the way back. Null when the garment type has no blank.
   */
  product: { id: string; slug: string; name: string } | null;
  /** The blank's product id the document starts with (`document.blank`); null without blanks. */
  blank: string | null;
  /** The design to resume or edit; null for a fresh one. */
  design: EditorDesign | null;
  uploads: Record<string, UploadInfo>;
  /** The `{id}` of `/customize/{id}` that starts a new design of this garment. */
  startRef: string;
  /** The dye a fresh design starts in (`?dye=` from the product page), when offered. */
  initialDye: string | null;
  /**
   * The garment as the shopper knows it (title "Customise the {garmentName}", the viewer's
   * description): the blank's name, else the garment type's name in the reader's language.
   */
  garmentName: string;
}

const uploadIdOf = (url: string | null) => (url ? (url.split("/").pop() ?? null) : null);

/** The request's design owner, making a guest cookie when there is none (its `Set-Cookie` is in `headers`). */
export async function designOwnerOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ owner: DesignOwner; headers: Headers }> {
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "private, no-store");
  if (ref.userId || isCartToken(ref.guestToken)) return { owner: ref, headers };
  const token = newCartToken();
  rememberGuestCart(headers, request, token);
  return { owner: { userId: null, guestToken: token }, headers };
}

/** The editor's form of a design view. */
export function editorDesignOf(view: DesignView): EditorDesign {
  return {
    id: view.id,
    version: view.version,
    name: view.name,
    status: view.status,
    published: view.published,
    document: view.document,
    frontImageId: uploadIdOf(view.frontImageUrl),
    backImageId: uploadIdOf(view.backImageUrl),
    updatedAt: view.updatedAt,
  };
}

/**
 * The artworks of a document that the owner may use, by id, with their measured colour facts; an
 * artwork whose background was removed brings its original too (so "Use the original" works).
 */
export async function uploadsOf(
  ctx: Ctx,
  owner: DesignOwner,
  document: DesignView["document"] | null,
): Promise<Record<string, UploadInfo>> {
  const out: Record<string, UploadInfo> = {};
  const ids = (document?.placements ?? []).flatMap((p) => (p.artwork?.uploadId ? [p.artwork.uploadId] : []));
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    if (out[id]) continue;
    try {
      const u = await ownedUpload(ctx, { owner, id });
      out[id] = {
        id: u.id,
        url: u.url,
        name: u.name,
        contentType: u.contentType,
        widthPx: u.widthPx,
        heightPx: u.heightPx,
        artwork: u.artwork,
        sourceUploadId: u.sourceUploadId,
      };
      if (u.sourceUploadId && !ids.includes(u.sourceUploadId)) ids.push(u.sourceUploadId);
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  return out;
}

const notFound = () => data(null, { status: 404 });

/** The blank of `options` with this id, as the editor's way back names it. */
function blankRef(options: ThreeProductOptions, id: string | null | undefined): EditorPageData["product"] {
  const blank = options.products.find((p) => p.id === id);
  return blank ? { id: blank.id, slug: blank.slug, name: blank.name } : null;
}

/**
 * The 3D product of `/customize/{ref}`: a catalogue product (id or slug) that is customizable opens
 * its garment type's 3D product on that product as the blank; a 3D product id or code (`hoodie`)
 * opens that one on its default blank.
 * @throws a 404 response otherwise
 */
export async function resolveThreeProduct(
  ctx: Ctx,
  ref: string,
): Promise<{ options: ThreeProductOptions; product: EditorPageData["product"]; fromProduct: boolean }> {
  try {
    const product = await getProduct(ctx, ref);
    if (!product.customizable) throw notFound();
    const options = await getThreeProductOptions(ctx, product.garmentType);
    // an active customizable product is one of the blanks; the product page's own name if not listed
    const blank = blankRef(options, product.id) ?? { id: product.id, slug: product.slug, name: product.name };
    return { options, product: blank, fromProduct: true };
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
  try {
    const options = await getThreeProductOptions(ctx, ref);
    return { options, product: blankRef(options, options.defaultProductId), fromProduct: false };
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    throw error;
  }
}

/**
 * `/customize/{ref}`: the owner's latest draft of this garment (resumed) — opened from a product,
 * the latest draft on that blank —, or nothing with `?discard=true` (a fresh design; the old draft
 * stays in My designs). A fresh design starts on the product opened, or the default blank.
 */
export async function loadStart(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ref: string,
): Promise<{ page: EditorPageData; headers: Headers }> {
  const { ctx } = context.get(pageContext);
  const { options, product, fromProduct } = await resolveThreeProduct(ctx, ref);
  const { owner, headers } = await designOwnerOf(request, context);
  const discard = new URL(request.url).searchParams.get("discard") === "true";
  let design: EditorDesign | null = null;
  if (!discard) {
    const draft = (await listDesigns(ctx, owner)).find(
      (d) =>
        d.status === "draft" &&
        d.garmentType === options.garmentType &&
        (!fromProduct || (d.blank ?? options.defaultProductId) === product?.id),
    );
    if (draft) design = editorDesignOf(await getDesign(ctx, { owner, id: draft.id }));
  }
  const blank = design ? (design.document.blank ?? options.defaultProductId) : (product?.id ?? null);
  const shown = blankRef(options, blank) ?? (design ? null : product);
  const uploads = await uploadsOf(ctx, owner, design?.document ?? null);
  const dye = new URL(request.url).searchParams.get("dye");
  return {
    page: {
      options,
      product: shown,
      blank,
      design,
      uploads,
      startRef: shown?.slug ?? options.code,
      initialDye: dye && options.dyes.some((d) => d.code === dye) ? dye : null,
      garmentName: shown?.name ?? pickLocale(GARMENT_TYPE_LABELS[options.garmentType], ctx.locale),
    },
    headers,
  };
}

/**
 * A design of the caller (`/customize/{design}/edit`, `/review`) with its 3D product.
 * @param allowPublished also answer another owner's published design (read-only: `mine` false)
 * @throws a 404 response for an unknown design or someone else's
 */
export async function loadDesign(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
  allowPublished = false,
): Promise<{ view: DesignView; page: EditorPageData; headers: Headers }> {
  const { ctx } = context.get(pageContext);
  const { owner, headers } = await designOwnerOf(request, context);
  let view: DesignView;
  try {
    view = await getDesign(ctx, { owner, id });
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    throw error;
  }
  if (!view.mine && !allowPublished) throw notFound();
  const options = await getThreeProductOptions(ctx, view.threeProduct.id);
  // the design's own blank (its product page is the way back), the default for designs saved before blanks
  const blank = view.document.blank ?? options.defaultProductId;
  const product = blankRef(options, blank);
  const uploads = view.mine
    ? await uploadsOf(ctx, owner, view.document)
    : Object.fromEntries(
        view.document.placements
          .filter((p) => p.artwork)
          .map((p) => {
            const upload = p.artwork?.uploadId ?? "";
            return [
              upload,
              { id: upload, url: `/media/upload/${upload}`, name: "", contentType: "", widthPx: null, heightPx: null },
            ];
          }),
      );
  return {
    view,
    page: {
      options,
      product,
      blank,
      design: editorDesignOf(view),
      uploads,
      startRef: product?.slug ?? options.code,
      initialDye: null,
      garmentName: product?.name ?? pickLocale(GARMENT_TYPE_LABELS[options.garmentType], ctx.locale),
    },
    headers,
  };
}

/** A design as a card (gallery, My designs): garment and dye by name, the front image or the flat. */
export interface DesignCard {
  id: string;
  name: string;
  status: "draft" | "saved";
  published: boolean;
  garment: string;
  garmentType: string;
  dye: { code: string; name: string; hex: string };
  image: string | null;
  updatedAt: string;
}

/** Cards of design summaries, with the garment's and dye's names in `ctx.locale`. */
export async function designCards(ctx: Ctx, designs: readonly DesignSummary[]): Promise<DesignCard[]> {
  const optionsByType = new Map<string, ThreeProductOptions | null>();
  for (const type of new Set(designs.map((d) => d.garmentType))) {
    optionsByType.set(type, await getThreeProductOptions(ctx, type).catch(() => null));
  }
  return designs.map((d) => {
    const options = optionsByType.get(d.garmentType);
    const dye = options?.dyes.find((x) => x.code === d.dye);
    return {
      id: d.id,
      name: d.name,
      status: d.status,
      published: d.published,
      // the blank's name (the default blank for designs saved before blanks), else the 3D product's
      garment:
        options?.products.find((p) => p.id === (d.blank ?? options.defaultProductId))?.name ??
        options?.name ??
        d.garmentType,
      garmentType: d.garmentType,
      dye: { code: d.dye, name: dye?.name ?? d.dye, hex: dye?.hex ?? "#ffffff" },
      image: d.frontImageUrl,
      updatedAt: d.updatedAt,
    };
  });
}
