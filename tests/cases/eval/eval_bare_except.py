try:
    x = {}['q']
except:
    print('bare')
