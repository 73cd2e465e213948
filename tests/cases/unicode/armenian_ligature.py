print('և'.upper(), 'և'.title(), 'ﬓ'.title(), 'ﬓ'.casefold())
