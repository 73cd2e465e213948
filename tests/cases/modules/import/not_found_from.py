print('start')
from no_such_module_xyz import run
