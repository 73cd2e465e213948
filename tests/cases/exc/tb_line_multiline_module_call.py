# A method call on an imported module is not a LOAD_METHOD call: reported at the start.
import math
v = (math
     .sqrt(-1))
