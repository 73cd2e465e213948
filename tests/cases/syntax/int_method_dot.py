x = 1.__add__
