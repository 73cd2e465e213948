print('start')
import os
print('never')
