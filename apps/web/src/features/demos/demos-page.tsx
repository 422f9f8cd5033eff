import type { ReactNode } from "react";
import { CallToAction } from "@/components/call-to-action";
import { PageHeader, PageSection } from "@/components/page-header";
import { paths } from "@/config/paths";
import { DemoPlayer } from "./components/demo-player";
import { OrganizeScene } from "./components/organize-scene";
import { RenameScene } from "./components/rename-scene";

/**
 * The spec's demo-video entity. `src` is the animation that plays (drawn in the page, no external hosting),
 * `poster` the still shown before it starts.
 */
type DemoVideo = {
  title: string;
  description: string;
  durationMs: number;
  src: (progress: number) => ReactNode;
  poster: ReactNode;
};

function Poster({ children, caption }: { children: ReactNode; caption: string }) {
  return (
    <div className="relative size-full">
      <div className="absolute inset-0 opacity-60 blur-[1px]">{children}</div>
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent p-4 text-left text-sm font-medium text-white">
        {caption}
      </div>
    </div>
  );
}

const demos: DemoVideo[] = [
  {
    title: "From messy folder to organized ZIP",
    description:
      "Six photos are selected, a small preview of each is analyzed, every photo lands in its category folder, and organized_photos.zip downloads — all from the originals in your browser.",
    durationMs: 12_000,
    src: (progress) => <OrganizeScene progress={progress} />,
    poster: (
      <Poster caption="12 seconds · the whole flow">
        <OrganizeScene progress={0.5} />
      </Poster>
    ),
  },
  {
    title: "Smart renaming, step by step",
    description:
      "Watch camera names like IMG_2041.JPG turn into Nature/sunset_over_a_mountain_lake.jpg: the description is cut at its first sentence, leading words like “A” are dropped, and the rest becomes the file name.",
    durationMs: 10_000,
    src: (progress) => <RenameScene progress={progress} />,
    poster: (
      <Poster caption="10 seconds · how names are made">
        <RenameScene progress={0.5} />
      </Poster>
    ),
  },
];

export function DemosPage() {
  return (
    <>
      <PageHeader
        eyebrow="Demos"
        title="See Photo Organizer in action"
        description="Two short animations of what happens when you press Organize Photos. Press play, pause, or drag the slider to step through."
      />
      <PageSection>
        <div className="grid gap-12 lg:grid-cols-2">
          {demos.map((demo) => (
            <article key={demo.title} className="flex flex-col gap-4">
              <DemoPlayer
                title={demo.title}
                durationMs={demo.durationMs}
                poster={demo.poster}
                render={demo.src}
              />
              <div>
                <h2 className="text-xl font-semibold">{demo.title}</h2>
                <p className="mt-2 text-muted-foreground">{demo.description}</p>
              </div>
            </article>
          ))}
        </div>
        <div className="mt-16 flex justify-center">
          <CallToAction to={paths.upload.getHref()}>Try it with your own photos</CallToAction>
        </div>
      </PageSection>
    </>
  );
}
