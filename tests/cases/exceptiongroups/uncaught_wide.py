def wide():
    raise ExceptionGroup("wide", [ValueError(i) for i in range(17)])
wide()
