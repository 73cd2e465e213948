print('αβγβδ'.partition('β'), 'αβγβδ'.rpartition('β'), '日本'.partition('x'), '日本'.rpartition('x'))
