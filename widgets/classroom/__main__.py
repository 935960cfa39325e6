"""``python -m widgets.classroom``: the class server (``make class``)."""

import sys

from .run import main

sys.exit(main())
