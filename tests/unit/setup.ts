// Dexie code runs against an in-memory IndexedDB in node.
import 'fake-indexeddb/auto';
