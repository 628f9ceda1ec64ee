import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonDanger } from "../catalog-form.tsx";

/**
 * The product editor's delete form (`intent=delete`, test id `product-delete`): after the browser's
 * confirmation it deletes the product, or archives it when orders name it (`inOrders`; the server
 * decides, this only words the button, hint and question). Disabled while `busy`.
 */
export function DeleteProductForm({ inOrders, busy }: { inOrders: boolean; busy: boolean }) {
  const { t } = useTranslation("admin-catalog");
  return (
    <Form
      method="post"
      className="mt-10 border-t border-stone-200 pt-6"
      onSubmit={(e) => {
        const text = inOrders ? t("products.confirmArchive") : t("products.confirmDelete");
        if (!window.confirm(text)) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className={buttonDanger} disabled={busy} data-testid="product-delete">
        <Trash2 aria-hidden className="size-4" />
        {inOrders ? t("products.archive") : t("products.delete")}
      </button>
      <p className="mt-2 max-w-2xl text-sm text-stone-600">
        {inOrders ? t("products.archiveHint") : t("products.deleteHint")}
      </p>
    </Form>
  );
}
