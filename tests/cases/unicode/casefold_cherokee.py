print('ꭰ'.upper(), 'ꭰ'.casefold(), 'Ꭰ'.casefold(), 'Ꭰ'.lower(), 'ᏸ'.upper(), 'ᏸ'.casefold())
