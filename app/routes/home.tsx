import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const storeName = (matches[0]?.data as { storeName?: string } | undefined)?.storeName ?? "StyleHub";
  return [
    { title: `${storeName} | Fashion and accessories online in India` },
    {
      name: "description",
      content: "Shirts, jeans, shoes, watches, handbags, perfumes and more, delivered across India.",
    },
  ];
}

export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">Step Into Style</h1>
    </section>
  );
}
