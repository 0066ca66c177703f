"""The standalone app's entry script (``tools/build_app.py`` hands it to PyInstaller).

The same ``main`` as the ``hollowmere`` console script of the installed package.
"""

import sys

from scenes.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
