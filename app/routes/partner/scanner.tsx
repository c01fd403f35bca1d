/**
 * The check-in desk's camera: rendered only once the browser runs it (there is nothing
 * to scan without JavaScript; the reference form is). It decodes with the platform's BarcodeDetector where there is
 * one with QR support, else with jsQR (imported on first use, so only this page ever loads it), from
 * the camera or from a photo, puts the pass into the check-in form and submits it.
 */
import { ScannerPanel, type ScannerState } from "@gymroam/design-system";
import { useCallback, useEffect, useRef, useState } from "react";

type Decode = (source: HTMLVideoElement | ImageBitmap) => Promise<string | undefined>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource | ImageBitmap): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The decoder this browser has: BarcodeDetector with qr_code, else jsQR over a canvas. */
async function makeDecoder(): Promise<Decode> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes("qr_code")) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (source) => (await detector.detect(source))[0]?.rawValue;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (source) => {
    const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
    const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
    if (!context || width === 0 || height === 0) return undefined;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(source, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: "dontInvert" })?.data;
  };
}

export function Scanner({ formId }: { formId: string }) {
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<ScannerState>("idle");
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const decoder = useRef<Promise<Decode> | null>(null);
  const running = useRef(false);

  const stopStream = useCallback(() => {
    running.current = false;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  useEffect(() => {
    setReady(true);
    if (!navigator.mediaDevices?.getUserMedia) setState("unsupported");
    return () => stopStream();
  }, [stopStream]);

  const submit = useCallback(
    (text: string) => {
      const form = document.getElementById(formId) as HTMLFormElement | null;
      const input = form?.elements.namedItem("code") as HTMLInputElement | null;
      if (!form || !input) return;
      input.value = text;
      form.requestSubmit();
    },
    [formId],
  );

  const decode = useCallback(() => {
    decoder.current ??= makeDecoder();
    return decoder.current;
  }, []);

  const start = useCallback(async () => {
    setState("starting");
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment" },
        audio: false,
      });
      stream.current = media;
      const element = video.current;
      if (!element) return;
      element.srcObject = media;
      await element.play();
      setState("scanning");
      running.current = true;
      const read = await decode();
      const tick = async () => {
        if (!running.current) return;
        const text = await read(element).catch(() => undefined);
        if (text) {
          stopStream();
          setState("idle");
          submit(text);
          return;
        }
        window.setTimeout(tick, 200);
      };
      void tick();
    } catch (error) {
      stopStream();
      setState(error instanceof DOMException && error.name === "NotAllowedError" ? "denied" : "error");
    }
  }, [decode, stopStream, submit]);

  const stop = useCallback(() => {
    stopStream();
    setState("idle");
  }, [stopStream]);

  const photo = useCallback(
    async (file: File) => {
      stopStream();
      setState("reading");
      try {
        const bitmap = await createImageBitmap(file);
        const text = await (await decode())(bitmap);
        bitmap.close();
        if (!text) {
          setState("error");
          return;
        }
        setState("idle");
        submit(text);
      } catch {
        setState("error");
      }
    },
    [decode, stopStream, submit],
  );

  if (!ready) return null;
  return (
    <ScannerPanel
      headingLevel={3}
      state={state}
      videoRef={video}
      onStart={() => void start()}
      onStop={stop}
      onPhoto={(file) => void photo(file)}
    />
  );
}
