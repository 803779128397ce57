/// <reference lib="webworker" />
import { answerPhoto } from './photo-worker';

declare const self: DedicatedWorkerGlobalScope;

/** A picked photo made into the JPEG the outbox keeps, off the page's thread; null if not here. */
self.onmessage = (event: MessageEvent<Blob>) => void answerPhoto(self, event.data, true);
