#!/usr/bin/env node
// storefront-service: the reference service on PORT (default 8787). Variables: see README, "storefront-kit/service".
import "../dist/service/main.js";
