raise RuntimeError()
