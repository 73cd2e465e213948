raise NotImplementedError("todo")
