// Every test runs with the core as the CLI loads it: the linear-time pattern matcher installed.
import '../core/embedded-schema/re2.ts';
