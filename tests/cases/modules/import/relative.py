from . import helper
