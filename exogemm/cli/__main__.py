"""`python -m exogemm.cli`: the command line."""

import sys

from exogemm.cli.main import main

sys.exit(main())
