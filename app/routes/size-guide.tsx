/** Placeholder while the page is built (replaced in this same change). */
export default function Page() {
  return <div className="p-8">size-guide</div>;
}
