import { PRODUCT_NAME } from "@photo-organizer/core";

export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">{PRODUCT_NAME}</h1>
    </main>
  );
}
