// The app's tests load the core as the app does, each part on demand (no core/install-all.ts): only the seed.
import './setup-seed.ts';
