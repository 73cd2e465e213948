try:
    import subprocess
    print('imported')
except ImportError as e:
    print('refused', e)
