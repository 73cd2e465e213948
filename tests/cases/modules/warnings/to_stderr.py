# warnings: the text goes to the real stderr (the last line is compared), after a
# DeprecationWarning from __main__ (shown by the default filters) and one from a
# module (ignored)
import json
import warnings


def api():
    warnings.warn('api() is deprecated', DeprecationWarning, stacklevel=2)


api()
print('done')
warnings.warn('final warning', RuntimeWarning)
