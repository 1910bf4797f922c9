import sys

from conformance.runner import main

sys.exit(main())
