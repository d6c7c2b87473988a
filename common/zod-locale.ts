import { z } from 'zod';
import { de } from 'zod/v4/locales';

// German default messages for every schema without its own text (server and web).
z.config(de());
