export default function AboutPage() {
  return <h1 className="text-2xl font-semibold">About Page</h1>;
}
